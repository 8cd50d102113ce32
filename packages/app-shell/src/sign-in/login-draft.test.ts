import { beforeEach, describe, expect, it } from 'vitest';
import { readLoginDraft, saveLoginDraft } from './login-draft';

describe('login draft', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('keeps the country and phone for the browser session, and forgets them when the phone is emptied', () => {
    expect(readLoginDraft()).toBeUndefined();
    saveLoginDraft({ country: '852', phone: '91234567' });
    expect(readLoginDraft()).toEqual({ country: '852', phone: '91234567' });
    saveLoginDraft({ country: '852', phone: '' });
    expect(readLoginDraft()).toBeUndefined();
  });

  it('gives nothing for malformed or unreadable storage', () => {
    window.sessionStorage.setItem('luggage.loginDraft', '{"country":"abc","phone":"1"}');
    expect(readLoginDraft()).toBeUndefined();
    window.sessionStorage.setItem('luggage.loginDraft', 'not json');
    expect(readLoginDraft()).toBeUndefined();
    const blocked = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } } as unknown as Storage;
    expect(readLoginDraft(blocked)).toBeUndefined();
    expect(() => saveLoginDraft({ country: '86', phone: '1' }, blocked)).not.toThrow();
  });
});
