import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CurrentUser } from '../../../schemas/api/accounts';
import { LongDate } from '../../components/long-date';
import { useAuthorisedImage } from '../../lib/authorised-files';
import { localizedField } from '../../lib/localized-field';
import { useLocale } from '../../lib/use-locale';
import type { AccountDialog } from './account-dialogs';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, mb: 1 }}>
        {children}
      </Typography>
    </>
  );
}

interface PersonalInfoProps {
  profile: CurrentUser;
  onOpen: (dialog: AccountDialog) => void;
}

/** The member's details with the photo, and the buttons that open the account dialogs. */
export function PersonalInfo({ profile, onOpen }: PersonalInfoProps) {
  const intl = useIntl();
  const headingId = useId();
  const text = (id: string) => intl.formatMessage({ id });
  const photo = useAuthorisedImage(profile.personal_image?.path);
  const locale = useLocale();
  const place = [profile.country, profile.city]
    .flatMap((named) => (named ? [localizedField(named, 'name', locale)] : []))
    .join(locale === 'ar' ? '، ' : ', ');
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {text('profile.personalInfo')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
      >
        <Avatar
          src={photo}
          alt={intl.formatMessage({ id: 'profile.photoOf' }, { name: profile.name })}
          sx={{ width: 96, height: 96, fontSize: 36 }}
        >
          {profile.name.trim().charAt(0)}
        </Avatar>
        <Stack sx={{ flex: 1, width: '100%' }}>
          <Typography component="p" variant="h6" sx={{ mb: 1 }}>
            {profile.name}
          </Typography>
          <Stack component="dl" sx={{ m: 0 }}>
            <Detail label={text('profile.field.email')}>
              <bdi>{profile.email}</bdi>{' '}
              {!profile.email_verified && <Chip size="small" color="warning" label={text('profile.unverified')} />}
            </Detail>
            <Detail label={text('profile.field.phone')}>
              <bdi dir="ltr">{`+${profile.country_code} ${profile.phone_number}`}</bdi>
            </Detail>
            {profile.national_id && <Detail label={text('profile.field.nationalId')}>{profile.national_id}</Detail>}
            <Detail label={text('profile.field.birthDate')}>
              {profile.birth_date ? <LongDate value={profile.birth_date} /> : text('profile.notGiven')}
            </Detail>
            <Detail label={text('profile.field.gender')}>
              {profile.gender ? text(`profile.gender.${profile.gender}`) : text('profile.notGiven')}
            </Detail>
            <Detail label={text('profile.field.place')}>{place || text('profile.notGiven')}</Detail>
            <Detail label={text('profile.field.resident')}>
              {text(profile.is_reserve_resident ? 'profile.yes' : 'profile.no')}
            </Detail>
          </Stack>
        </Stack>
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 2 }}>
        <Button variant="contained" onClick={() => onOpen('edit')}>
          {text('profile.edit')}
        </Button>
        <Button variant="outlined" onClick={() => onOpen('settings')}>
          {text('profile.settings')}
        </Button>
        <Button variant="outlined" onClick={() => onOpen('password')}>
          {text('profile.changePassword')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => onOpen('delete')}>
          {text('profile.delete')}
        </Button>
      </Stack>
    </Paper>
  );
}
