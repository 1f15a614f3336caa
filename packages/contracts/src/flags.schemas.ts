import { z } from 'zod';
import { FEATURE_FLAGS, type FeatureFlag } from './flags.ts';

export const ZFeatureFlag = z.enum(FEATURE_FLAGS as [FeatureFlag, ...FeatureFlag[]]);
