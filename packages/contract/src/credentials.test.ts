import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_ALLOWED_SPECIALS,
  PASSWORD_DISALLOWED_SPECIALS,
  isStrongPassword,
  isValidUsername,
  passwordChecklist,
  usernameChecklist,
} from './credentials';

const ruleMet = (items: { id: string; isMet: boolean }[], id: string) => items.find((item) => item.id === id)?.isMet;
const unmetRules = (items: { id: string; isMet: boolean }[]) => items.filter((item) => !item.isMet).map((item) => item.id);

const STRONG = 'Abcdef1@';

describe('passwordChecklist', () => {
  it('reports every rule as met for a strong password', () => {
    expect(unmetRules(passwordChecklist(STRONG))).toEqual([]);
    expect(isStrongPassword(STRONG)).toBe(true);
  });

  it('reports every rule as unmet for an empty password', () => {
    expect(unmetRules(passwordChecklist(''))).toEqual(['length', 'case', 'digit', 'whitespace', 'special']);
  });

  it('fails only the length rule below 8 characters', () => {
    expect(unmetRules(passwordChecklist('Abcde1@'))).toEqual(['length']);
    expect(ruleMet(passwordChecklist('Abcdef1@'), 'length')).toBe(true);
  });

  it('fails only the case rule without an uppercase letter', () => {
    expect(unmetRules(passwordChecklist('abcdef1@'))).toEqual(['case']);
  });

  it('fails only the case rule without a lowercase letter', () => {
    expect(unmetRules(passwordChecklist('ABCDEF1@'))).toEqual(['case']);
  });

  it('fails only the digit rule without a number', () => {
    expect(unmetRules(passwordChecklist('Abcdefg@'))).toEqual(['digit']);
  });

  it('fails only the whitespace rule with a space or a tab', () => {
    expect(unmetRules(passwordChecklist('Abc def1@'))).toEqual(['whitespace']);
    expect(unmetRules(passwordChecklist('Abc\tdef1@'))).toEqual(['whitespace']);
  });

  it('fails only the special rule without any of @ # $ %', () => {
    expect(unmetRules(passwordChecklist('Abcdefg1'))).toEqual(['special']);
  });

  it('accepts each allowed special on its own', () => {
    for (const special of PASSWORD_ALLOWED_SPECIALS) expect(isStrongPassword(`Abcdef1${special}`)).toBe(true);
  });

  it('fails only the special rule when a disallowed special is used, even beside an allowed one', () => {
    for (const special of PASSWORD_DISALLOWED_SPECIALS) {
      expect(unmetRules(passwordChecklist(`Abcdef1@${special}`))).toEqual(['special']);
    }
  });

  it('never calls a password strong when any rule fails', () => {
    fc.assert(
      fc.property(fc.string(), (password) => {
        expect(isStrongPassword(password)).toBe(passwordChecklist(password).every((rule) => rule.isMet));
      }),
    );
  });
});

describe('usernameChecklist', () => {
  it('reports every rule as met for a valid username', () => {
    expect(unmetRules(usernameChecklist('jane.doe_1@x+y-z'))).toEqual([]);
    expect(isValidUsername('jane')).toBe(true);
  });

  it('reports every rule as unmet for an empty username', () => {
    expect(unmetRules(usernameChecklist(''))).toEqual(['lowercase', 'length', 'whitespace', 'characters']);
  });

  it('fails the lowercase rule with an uppercase letter', () => {
    expect(ruleMet(usernameChecklist('Jane'), 'lowercase')).toBe(false);
    expect(isValidUsername('Jane')).toBe(false);
  });

  it('fails only the length rule below 4 or above 30 characters', () => {
    expect(unmetRules(usernameChecklist('abc'))).toEqual(['length']);
    expect(unmetRules(usernameChecklist('a'.repeat(31)))).toEqual(['length']);
    expect(unmetRules(usernameChecklist('a'.repeat(30)))).toEqual([]);
    expect(unmetRules(usernameChecklist('abcd'))).toEqual([]);
  });

  it('fails the whitespace rule with a blank space', () => {
    expect(ruleMet(usernameChecklist('jane doe'), 'whitespace')).toBe(false);
    expect(ruleMet(usernameChecklist('janedoe'), 'whitespace')).toBe(true);
  });

  it('fails only the characters rule with a special outside @ + . _ -', () => {
    for (const special of ['!', '#', '$', '%', '&', '*', '/', '?']) {
      expect(unmetRules(usernameChecklist(`jane${special}`))).toEqual(['characters']);
    }
  });

  it('accepts each allowed special', () => {
    for (const special of ['@', '+', '.', '_', '-']) expect(isValidUsername(`jane${special}1`)).toBe(true);
  });
});
