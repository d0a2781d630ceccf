import { useRef, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTheme } from '@mui/material/styles';
import { tabAfterKey } from '../tab-keys';

interface TabListProps {
  label: string;
  /** Prefix of the tabs' ids (`${idPrefix}-tab-${index}`) and of the panel's (`${idPrefix}-panel`). */
  idPrefix: string;
  titles: string[];
  selected: number;
  onSelect: (index: number) => void;
  /** A column beside the panel from the md breakpoint (a row on phones), or always a row. */
  vertical?: boolean;
}

export const tabId = (idPrefix: string, index: number) => `${idPrefix}-tab-${index}`;
export const tabPanelId = (idPrefix: string) => `${idPrefix}-panel`;

/**
 * A tab list as WAI-ARIA describes it: one tab in the Tab order, arrows, Home and End select the others.
 * A row wraps rather than scrolls: on a 390 px phone a scrolled row hid two of the five tabs without a hint.
 */
export function TabList({ label, idPrefix, titles, selected, onSelect, vertical = false }: TabListProps) {
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(event.key, selected, titles.length, rtl);
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  };
  const column = vertical ? { xs: 'row', md: 'column' } : 'row';
  return (
    <Box
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={{
        display: 'flex',
        flexDirection: column,
        flexWrap: 'wrap',
        gap: 0.5,
        borderBottom: vertical ? { xs: 1, md: 0 } : 1,
        borderColor: 'divider',
      }}
    >
      {titles.map((title, index) => (
        <ButtonBase
          key={index}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          id={tabId(idPrefix, index)}
          role="tab"
          aria-selected={index === selected}
          aria-controls={tabPanelId(idPrefix)}
          tabIndex={index === selected ? 0 : -1}
          onClick={() => onSelect(index)}
          sx={{
            flexShrink: 0,
            justifyContent: 'flex-start',
            textAlign: 'start',
            px: 2,
            py: 1.5,
            font: 'inherit',
            fontWeight: index === selected ? 700 : 500,
            color: index === selected ? 'primary.main' : 'text.primary',
            borderRadius: 1,
            bgcolor: index === selected ? 'action.selected' : 'transparent',
            // The selected tab is marked by more than its colour: a bar under it, or at its start in a column
            // (written left to right: the right-to-left stylesheet mirrors it).
            boxShadow: `inset 0 -3px 0 ${index === selected ? theme.palette.primary.main : 'transparent'}`,
            ...(vertical && {
              [theme.breakpoints.up('md')]: {
                boxShadow: `inset 3px 0 0 ${index === selected ? theme.palette.primary.main : 'transparent'}`,
              },
            }),
            '&:hover': { bgcolor: 'action.hover' },
            '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
          }}
        >
          {title}
        </ButtonBase>
      ))}
    </Box>
  );
}
