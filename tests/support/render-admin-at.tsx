import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AdminApp } from '../../src/admin-app/admin-app';

/** The whole admin app at `path` in a memory router; the location it returns records the history. */
export function renderAdminAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <AdminApp />
    </Router>,
  );
  return location;
}
