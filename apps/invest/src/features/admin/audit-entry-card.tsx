import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AuditEntityType, AuditEntry } from '@mitti/domain/audit';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '@mitti/domain/audit';
import { formatDateTime } from '@mitti/domain/dates';
import { Link as RouterLink } from 'react-router';
import { FactList, type Fact } from '@mitti/ui/fact-list';

const entityLabel = (type: string) => AUDIT_ENTITY_LABELS[type as AuditEntityType] ?? type;

/** A value as the log shows it: text as it is, nothing as 'none', anything else as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Each changed field: its value before → after. */
function Changes({ before, after }: Pick<AuditEntry, 'before' | 'after'>) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  if (fields.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Changes"
      sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5, overflowWrap: 'anywhere' }}
    >
      {fields.map((field) => (
        <li key={field}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {field}
          </Typography>
          {': '}
          <Typography component="span" sx={{ color: 'text.secondary' }}>
            {shown(before?.[field])}
          </Typography>
          {' → '}
          <Typography component="span">{shown(after?.[field])}</Typography>
        </li>
      ))}
    </Box>
  );
}

/** Where an operator reads the entity, for the kinds that have a page of their own. */
const ENTITY_PATHS: Partial<Record<string, (id: string) => string>> = {
  user: (id) => `/admin/users/${id}`,
  campaign: (id) => `/campaign/${id}`,
};

function EntityLink({ entry }: { entry: AuditEntry }) {
  const path = ENTITY_PATHS[entry.entityType];
  if (!path) return <>{entry.entityId}</>;
  return (
    <Link component={RouterLink} to={path(entry.entityId)}>
      {entry.entityId}
    </Link>
  );
}

/** One operator action: what was done to what, by whom and when, the fields it changed and why. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const titleId = `audit-${entry._id}`;
  const facts: Fact[] = [
    {
      label: 'By',
      value: entry.actor ? `${entry.actor.name} (${entry.actor.email})` : 'A deleted account',
    },
    {
      label: 'When',
      value: <time dateTime={entry.at}>{formatDateTime(new Date(entry.at))}</time>,
    },
    { label: entityLabel(entry.entityType), value: <EntityLink entry={entry} /> },
  ];
  if (entry.farmer) {
    facts.push({
      label: 'Farmer',
      value: (
        <Link component={RouterLink} to={`/admin/users/${entry.farmer._id}`}>
          {entry.farmer.name}
        </Link>
      ),
    });
  }
  if (entry.reason) facts.push({ label: 'Reason', value: entry.reason });
  return (
    <Card component="article" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h3">
          {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}
        </Typography>
        <FactList facts={facts} />
        <Changes before={entry.before} after={entry.after} />
      </CardContent>
    </Card>
  );
}
