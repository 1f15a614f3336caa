import { describe, expect, it } from 'vitest';
import { consoleModuleIdOf } from './client';

describe('consoleModuleIdOf', () => {
  it('names the console page a call is made from', () => {
    expect(consoleModuleIdOf('/admin')).toBe('console.home');
    expect(consoleModuleIdOf('/admin/')).toBe('console.home');
    expect(consoleModuleIdOf('/admin/members/42')).toBe('console.members');
    expect(consoleModuleIdOf('/admin/agent-contracts')).toBe('console.agent-contracts');
  });

  it('keeps only the characters the server accepts, within its length', () => {
    expect(consoleModuleIdOf('/admin/%3Cscript%3E')).toBe('console.3Cscript3E');
    expect(consoleModuleIdOf(`/admin/${'x'.repeat(100)}`)).toBe(`console.${'x'.repeat(32)}`);
    expect(consoleModuleIdOf('/administrators')).toBe('console.administrators');
  });
});
