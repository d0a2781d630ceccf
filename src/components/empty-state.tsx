import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

/** THE notice in place of a list with nothing in it ("No questions yet"), announced to screen readers. */
export function EmptyState({ message }: { message: string }) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        py: 6,
        px: 2,
        textAlign: 'center',
        color: 'text.secondary',
      }}
    >
      <InboxOutlined aria-hidden fontSize="large" />
      <Typography>{message}</Typography>
    </Box>
  );
}
