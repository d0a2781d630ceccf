import { useId } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { ActivitySummary } from '../../../../schemas/api/activities';
import { FramedImage } from '../../../lib/framed-image';
import { LongDate } from '../../../components/long-date';
import { VisuallyHidden } from '../../../lib/visually-hidden';
import { paths } from '../../../config/paths';

// The demo pictures are 16:10.
const CARD_IMAGE_WIDTH = 640;
const CARD_IMAGE_HEIGHT = 400;

/** One activity as a card (docs/requirements.md §P2): picture, start date, title and a "more" link to its page. */
export function ActivityCard({ activity, headingLevel }: { activity: ActivitySummary; headingLevel: 'h2' | 'h3' }) {
  const headingId = useId();
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {activity.imageFile !== null && (
        <FramedImage
          src={activity.imageFile.path}
          alt=""
          width={CARD_IMAGE_WIDTH}
          height={CARD_IMAGE_HEIGHT}
          sizes="(min-width: 1200px) 368px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
        />
      )}
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <FormattedMessage id="activities.startsOn" /> <LongDate value={activity.from} />
        </Typography>
        <Typography id={headingId} component={headingLevel} variant="h6">
          {activity.title}
        </Typography>
        <Link
          href={paths.event.getHref(activity.slug)}
          sx={{ mt: 'auto', display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 700 }}
        >
          <FormattedMessage id="activities.more" />
          {/* 'More' alone is ambiguous out of context (a links list). */}
          <VisuallyHidden>: {activity.title}</VisuallyHidden>
        </Link>
      </CardContent>
    </Card>
  );
}
