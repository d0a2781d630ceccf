import { Box, Drawer, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useIntl } from 'react-intl';
import { MainNav } from './main-nav';

interface SideMenuDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/** The drawer of the side menu, sliding in from the reading start side; loaded with the first tap on the menu button. */
export default function SideMenuDrawer({ id, open, onClose }: SideMenuDrawerProps) {
  const intl = useIntl();
  return (
    // "left" is the start side: MUI flips it under the right-to-left theme.
    <Drawer anchor="left" open={open} onClose={onClose} slotProps={{ paper: { id } }}>
      <Box sx={{ width: 280, p: 1 }}>
        <IconButton aria-label={intl.formatMessage({ id: 'header.closeMenu' })} onClick={onClose}>
          <CloseIcon />
        </IconButton>
        <MainNav orientation="vertical" onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
