import { lazy, Suspense, useState } from 'react';
import { Link } from '@mui/material';
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
      {/* MUI's Link as a <button>, not an IconButton: no ButtonBase on every first paint. */}
      <Link
        component="button"
        type="button"
        aria-label={intl.formatMessage({ id: 'header.openMenu' })}
        aria-expanded={open}
        aria-controls={everOpened ? SIDE_MENU_ID : undefined}
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
        color="inherit"
        sx={{
          display: { xs: 'inline-flex', md: 'none' },
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: 44,
          minHeight: 44,
          borderRadius: '50%',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <MenuIcon />
      </Link>
      {everOpened && (
        <Suspense fallback={null}>
          <SideMenuDrawer id={SIDE_MENU_ID} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
