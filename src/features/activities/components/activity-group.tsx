import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ActivitySummary } from '../../../../schemas/api/activities';
import { CardGrid } from '../../../components/card-grid';
import { ActivityCard } from './activity-card';

/** A titled group of activity cards: one type, or those that have ended. */
export function ActivityGroup({ title, activities }: { title: string; activities: ActivitySummary[] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <CardGrid>
        {activities.map((activity) => (
          <ActivityCard key={activity.uuid} activity={activity} headingLevel="h3" />
        ))}
      </CardGrid>
    </Box>
  );
}
