import { describe, expect, it } from 'vitest';
import { MethodIndex } from './method-index.ts';

describe('MethodIndex', () => {
  it('answers for routes added before and after its first question', () => {
    const index = new MethodIndex();
    index.add(['GET', 'HEAD'], '/wps/items/:id');
    index.add('POST', '/wps/items');
    index.add('TRACE', '/wps/items');
    expect(index.allowedMethods('/wps/items/7')).toEqual(['GET', 'HEAD']);
    expect(index.allowedMethods('/wps/items/')).toEqual(['POST']);
    index.add('DELETE', '/wps/items/:id');
    expect(index.allowedMethods('/wps/items/7')).toEqual(['GET', 'HEAD', 'DELETE']);
    expect(index.allowedMethods('/nowhere')).toEqual([]);
  });
});
