import { describe, expect, it } from 'vitest';
import { carried, keepCarriedAnswers } from './carried';

describe('answers the page carried', () => {
  it('are given once, by their exact address; then the app asks the server', () => {
    keepCarriedAnswers({ '/menu/?id=menu.header': [{ displayName: 'Kampanyalar' }], '/application': { a: 1 } });
    expect(carried('/menu/?id=menu.footer')).toBeUndefined();
    expect(carried('/menu/?id=menu.header')).toEqual([{ displayName: 'Kampanyalar' }]);
    expect(carried('/menu/?id=menu.header')).toBeUndefined();
    expect(carried('/application')).toEqual({ a: 1 });
  });
});
