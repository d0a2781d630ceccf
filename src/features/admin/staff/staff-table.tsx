import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { StaffListMember } from '../../../../schemas/api/staff';
import { LongDate } from '../../../components/long-date';
import { ResponsiveTable, type TableColumn } from '../../../components/responsive-table';
import { useLocale } from '../../../lib/use-locale';
import { permitTypeName } from '../shared/permit-labels';
import { MemberActions } from './member-actions';

interface StaffTableProps {
  labelledBy: string;
  members: readonly StaffListMember[];
  /** The signed-in member's uuid, marked "(you)". */
  selfUuid: string | undefined;
  /** An admin sees each member's actions; an auditor reads. */
  manages: boolean;
  onChanged: () => void;
}

/** Where a member's account stands, most pressing first. */
const stateOf = (member: StaffListMember) =>
  member.disabled ? 'disabled' : !member.password_set ? 'invited' : !member.enrolled ? 'notEnrolled' : 'active';

function Roles({ member }: { member: StaffListMember }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {member.roles.map(({ role, permit_types: types }) => (
        <li key={role}>
          {intl.formatMessage({ id: `staff.role.${role}` })}
          {role === 'reviewer' && (
            <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
              {intl.formatMessage(
                { id: 'staff.reviews' },
                { types: intl.formatList(types.map((type) => permitTypeName(type, locale))) },
              )}
            </Typography>
          )}
        </li>
      ))}
    </Box>
  );
}

/** The members of one page: name and address, roles, language, state, when added, and an admin's actions. */
export function StaffTable({ labelledBy, members, selfUuid, manages, onChanged }: StaffTableProps) {
  const intl = useIntl();
  const header = (id: string) => intl.formatMessage({ id: `staff.column.${id}` });
  const columns: TableColumn<StaffListMember>[] = [
    {
      header: header('name'),
      cell: (member) => (
        <>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {member.name} {member.uuid === selfUuid && intl.formatMessage({ id: 'staff.you' })}
          </Box>
          <Box component="span" dir="ltr" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {member.email}
          </Box>
        </>
      ),
    },
    { header: header('roles'), cell: (member) => <Roles member={member} /> },
    { header: header('language'), cell: (member) => intl.formatMessage({ id: `staff.language.${member.language}` }) },
    { header: header('state'), cell: (member) => intl.formatMessage({ id: `staff.state.${stateOf(member)}` }) },
    { header: header('added'), cell: (member) => <LongDate value={member.created_at} /> },
    ...(manages
      ? [
          {
            header: header('actions'),
            cell: (member: StaffListMember) => (
              <MemberActions member={member} isSelf={member.uuid === selfUuid} onChanged={onChanged} />
            ),
          },
        ]
      : []),
  ];
  return <ResponsiveTable labelledBy={labelledBy} columns={columns} rows={members} rowKey={(member) => member.uuid} />;
}
