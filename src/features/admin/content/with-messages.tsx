import type { ReactNode } from 'react';
import { PageMessages } from '../../../i18n/page-messages';
import { contentMessages } from './messages';

/** The feature's messages around a screen. */
export const withContentMessages = (Screen: () => ReactNode) =>
  function WithContentMessages() {
    return (
      <PageMessages catalogue={contentMessages}>
        <Screen />
      </PageMessages>
    );
  };
