import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { signInHref } from '../config/sign-in-href';
import { returnPathFromSearch, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/events/tree-planting', '/reports?page=2', '/survey/abc#form', '/', '/events/%D8%B4%D8%AC%D8%B1', '/%0a'])(
    'accepts the portal path %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'events/x',
    '',
    ' /events',
    '/\t/evil.example',
    '/\n/evil.example',
    '/sign-in',
    '/sign-in-companies?next=/x',
    '/otp',
    `/${'a'.repeat(2001)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it.each([null, undefined, 42, { path: '/x' }, ['/x']])('refuses a value that is not a string: %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeReturnPath('/events/../reports')).toBe('/reports');
    expect(safeReturnPath('/../../evil')).toBe('/evil');
  });
});

describe('the sign-in link with a return path', () => {
  it('carries a safe path as ?next= and drops an unsafe one', () => {
    expect(paths.signIn.getHref()).toBe('/sign-in');
    expect(paths.signIn.getHref('/events/night-sky')).toBe('/sign-in?next=%2Fevents%2Fnight-sky');
    expect(paths.signInCompanies.getHref('/reports?page=2')).toBe('/sign-in-companies?next=%2Freports%3Fpage%3D2');
    expect(paths.signIn.getHref('//evil.example')).toBe('/sign-in');
    expect(signInHref('/sign-in', 'javascript:alert(1)')).toBe('/sign-in');
  });

  it('reads it back from the query string, checked again', () => {
    expect(returnPathFromSearch('?next=%2Fevents%2Fnight-sky')).toBe('/events/night-sky');
    expect(returnPathFromSearch('next=/reports')).toBe('/reports');
    expect(returnPathFromSearch('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPathFromSearch('')).toBeNull();
  });
});
