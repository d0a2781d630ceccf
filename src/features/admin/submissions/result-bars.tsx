import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { QuestionResult } from '../../../../schemas/api/submissions';

type Option = NonNullable<QuestionResult['options']>[number];

/**
 * A choice question's results as horizontal bars: each bar's option, count and percentage written out
 * beside it (the bar adds a picture, never the only telling), as a list a screen reader reads in order.
 */
export function ResultBars({ options }: { options: Option[] }) {
  const intl = useIntl();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {options.map((option) => {
        const text = intl.formatMessage(
          { id: 'submissions.bar' },
          {
            label: option.label,
            count: intl.formatNumber(option.count),
            percentage: intl.formatNumber(option.percentage, { maximumFractionDigits: 1 }),
          },
        );
        return (
          <Box component="li" key={option.value} sx={{ mb: 1.5 }}>
            <Typography sx={{ overflowWrap: 'anywhere' }}>{text}</Typography>
            {/* Decorative: the text above says all the bar shows. */}
            <LinearProgress
              variant="determinate"
              value={option.percentage}
              aria-hidden
              sx={{ height: 14, borderRadius: 1 }}
            />
          </Box>
        );
      })}
    </Box>
  );
}
