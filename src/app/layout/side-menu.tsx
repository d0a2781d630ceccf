import { lazy, Suspense, useState } from 'react';
import { IconButton } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useIntl } from 'react-intl';

const SIDE_MENU_ID = 'side-menu';

// The drawer (with MUI's Modal, focus trap and slide) is code no first paint needs.
const SideMenuDrawer = lazy(() => import('./side-menu-drawer'));

/** The menu button of small screens and the drawer it opens. */
export function SideMenu() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  // Once opened, the drawer stays mounted so that closing it can slide it out.
  const [everOpened, setEverOpened] = useState(false);
  return (
    <>
      <IconButton
        aria-label={intl.formatMessage({ id: 'header.openMenu' })}
        aria-expanded={open}
        aria-controls={everOpened ? SIDE_MENU_ID : undefined}
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
        sx={{ display: { md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      {everOpened && (
        <Suspense fallback={null}>
          <SideMenuDrawer id={SIDE_MENU_ID} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
