import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AboutStrategyItem } from '../../../../schemas/api/about';
import type { LinkedImage } from '../../../../schemas/api/content';
import { ExternalLink } from '../../../components/external-link';
import { FramedImage } from '../../../lib/framed-image';
import { PageSection } from '../../../components/page-section';
import { localizedField } from '../../../lib/localized-field';
import { useLocale } from '../../../lib/use-locale';
import { Carousel } from './carousel';
import { TabList, tabId, tabPanelId } from './tab-list';

const ICON_SIZE = 72;

/** A goal or a pillar: its icon and its title. */
function StrategyCard({ item }: { item: AboutStrategyItem }) {
  const locale = useLocale();
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        textAlign: 'center',
      }}
    >
      {/* Decorative: the title says it. */}
      <Box component="img" src={item.icon.path} alt="" width={ICON_SIZE} height={ICON_SIZE} loading="lazy" />
      <Typography sx={{ fontWeight: 700 }}>{localizedField(item, 'title', locale)}</Typography>
    </Card>
  );
}

/** A partner's or an achievement's picture as a link; its name says where it leads, as the picture holds no text of ours. */
function LinkedImageCard({
  link,
  label,
  width,
  height,
}: {
  link: LinkedImage;
  label: string;
  width: number;
  height: number;
}) {
  const picture = (
    <FramedImage
      src={link.image.path}
      alt=""
      width={width}
      height={height}
      sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
    />
  );
  const sx = { display: 'block', borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' };
  return /^https?:\/\//.test(link.url) ? (
    <ExternalLink href={link.url} label={label} sx={sx}>
      {picture}
    </ExternalLink>
  ) : (
    <Link href={link.url} aria-label={label} sx={sx}>
      {picture}
    </Link>
  );
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

interface ShowcaseSectionProps {
  goals: AboutStrategyItem[];
  pillars: AboutStrategyItem[];
  /** From the appearance settings (our_partners, achievements); empty until they arrive. */
  partners: LinkedImage[];
  achievements: LinkedImage[];
}

/** Goals, pillars, partners and achievements, each a carousel under its own tab (docs/requirements.md §P2); a tab with nothing in it is left out. */
export function ShowcaseSection({ goals, pillars, partners, achievements }: ShowcaseSectionProps) {
  const intl = useIntl();
  const idPrefix = useId();
  const [selected, setSelected] = useState(0);
  const groups = [
    { titleId: 'about.goals', slides: goals.map((item, index) => <StrategyCard key={index} item={item} />) },
    { titleId: 'about.pillars', slides: pillars.map((item, index) => <StrategyCard key={index} item={item} />) },
    {
      titleId: 'about.partners',
      slides: partners.map((link, index) => (
        <LinkedImageCard
          key={index}
          link={link}
          label={intl.formatMessage({ id: 'about.partnerLink' }, { host: hostOf(link.url) })}
          width={360}
          height={180}
        />
      )),
    },
    {
      titleId: 'about.achievements',
      slides: achievements.map((link, index) => (
        <LinkedImageCard
          key={index}
          link={link}
          label={intl.formatMessage({ id: 'about.achievementLink' }, { index: index + 1, count: achievements.length })}
          width={360}
          height={240}
        />
      )),
    },
  ].filter((group) => group.slides.length > 0);
  if (groups.length === 0) return null;
  const current = Math.min(selected, groups.length - 1);
  const titles = groups.map((group) => intl.formatMessage({ id: group.titleId }));

  return (
    <PageSection title={intl.formatMessage({ id: 'about.showcase' })}>
      <TabList
        label={intl.formatMessage({ id: 'about.showcase.tabs' })}
        idPrefix={idPrefix}
        titles={titles}
        selected={current}
        onSelect={setSelected}
      />
      <Box id={tabPanelId(idPrefix)} role="tabpanel" aria-labelledby={tabId(idPrefix, current)} sx={{ pt: 3 }}>
        {/* Keyed by the tab: each carousel starts at its first slide, playing. */}
        <Carousel key={current} label={titles[current]!}>
          {groups[current]!.slides}
        </Carousel>
      </Box>
    </PageSection>
  );
}
