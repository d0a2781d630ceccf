import type { ReactNode } from 'react';
import { PageMessages } from '../../../i18n/page-messages';
import { citizenAccountsMessages } from './messages';

/** The feature's messages around a screen. */
export const withCitizenAccountsMessages = (Screen: () => ReactNode) =>
  function WithCitizenAccountsMessages() {
    return (
      <PageMessages catalogue={citizenAccountsMessages}>
        <Screen />
      </PageMessages>
    );
  };
