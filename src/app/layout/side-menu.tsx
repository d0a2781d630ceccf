import { useState } from 'react';
import { Box, Drawer, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { useIntl } from 'react-intl';
import { MainNav } from './main-nav';

const SIDE_MENU_ID = 'side-menu';

/** The menu button of small screens and the drawer it slides in from the reading start side. */
export function SideMenu() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <IconButton
        aria-label={intl.formatMessage({ id: 'header.openMenu' })}
        aria-expanded={open}
        aria-controls={SIDE_MENU_ID}
        onClick={() => setOpen(true)}
        sx={{ display: { md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      {/* "left" is the start side: MUI flips it under the right-to-left theme. */}
      <Drawer anchor="left" open={open} onClose={close} slotProps={{ paper: { id: SIDE_MENU_ID } }}>
        <Box sx={{ width: 280, p: 1 }}>
          <IconButton aria-label={intl.formatMessage({ id: 'header.closeMenu' })} onClick={close}>
            <CloseIcon />
          </IconButton>
          <MainNav orientation="vertical" onNavigate={close} />
        </Box>
      </Drawer>
    </>
  );
}
