import { serveClientJobs } from './http-clients.ts';

serveClientJobs();
