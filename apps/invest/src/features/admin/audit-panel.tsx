import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import type { AuditLogArgs } from '@mitti/api-client/admin-audit-endpoints';
import { useAuditLogQuery } from '@mitti/api-client/admin-audit-endpoints';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_LABELS,
  AUDIT_ENTITY_TYPES,
} from '@mitti/domain/audit';
import { EmptyState } from '@mitti/ui/empty-state';
import { VisuallyHidden } from '@mitti/ui/visually-hidden';
import type { AuditLogResponse } from '@mitti/domain/audit';
import { useRef, useState } from 'react';
import { AuditEntryCard } from './audit-entry-card';
import { CardList } from './card-list';
import { PanelError } from './panel-error';
import { PanelSkeleton } from './panel-skeleton';

interface Filters {
  entityType: string;
  action: string;
  /** Days as the date fields give them (YYYY-MM-DD), in the operator's time zone. */
  fromDay: string;
  toDay: string;
}

const NO_FILTERS: Filters = { entityType: '', action: '', fromDay: '', toDay: '' };

/** The start of the day, local time, as an ISO instant; `days` later for the end of a range. */
function dayStart(day: string, days = 0): string | undefined {
  if (!day) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + days).toISOString();
}

function toArgs(filters: Filters, page: number): AuditLogArgs {
  return {
    entityType: filters.entityType || undefined,
    action: filters.action || undefined,
    from: dayStart(filters.fromDay),
    to: dayStart(filters.toDay, 1),
    page,
  };
}

/** 'Audit log': what operators did, newest first, filtered by kind and dates, a page at a time. */
export function AuditPanel() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  // 'Clear filters' disables itself: the first filter takes the focus instead.
  const firstFilter = useRef<HTMLInputElement>(null);
  const query = useAuditLogQuery(toArgs(filters, page), { refetchOnMountOrArgChange: true });

  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const actions = AUDIT_ACTIONS.filter(
    (action) => !filters.entityType || action.startsWith(`${filters.entityType}.`),
  );
  const filtered = Object.values(filters).some(Boolean);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="fieldset"
        sx={{
          border: 0,
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr)) auto',
          },
          alignItems: 'center',
        }}
      >
        <legend>
          <VisuallyHidden>Filter the audit log</VisuallyHidden>
        </legend>
        <TextField
          select
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          label="Entity type"
          inputRef={firstFilter}
          size="small"
          value={filters.entityType}
          onChange={(event) => change({ entityType: event.target.value, action: '' })}
        >
          <MenuItem value="">All</MenuItem>
          {AUDIT_ENTITY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {AUDIT_ENTITY_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          label="Action"
          size="small"
          value={filters.action}
          onChange={(event) => change({ action: event.target.value })}
        >
          <MenuItem value="">All</MenuItem>
          {actions.map((action) => (
            <MenuItem key={action} value={action}>
              {AUDIT_ACTION_LABELS[action]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label="From"
          size="small"
          value={filters.fromDay}
          onChange={(event) => change({ fromDay: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label="To"
          size="small"
          value={filters.toDay}
          onChange={(event) => change({ toDay: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          onClick={() => {
            change(NO_FILTERS);
            firstFilter.current?.focus();
          }}
          disabled={!filtered}
          color="inherit"
        >
          Clear filters
        </Button>
      </Box>
      <AuditResults query={query} page={page} onPage={setPage} filtered={filtered} />
    </Box>
  );
}

interface AuditResultsProps {
  query: {
    data?: AuditLogResponse;
    error?: unknown;
    isLoading: boolean;
    isFetching: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  page: number;
  onPage: (page: number) => void;
  filtered: boolean;
}

function AuditResults({ query, page, onPage, filtered }: AuditResultsProps) {
  if (query.isLoading || (query.isFetching && query.isError)) {
    return <PanelSkeleton label="Loading the audit log" />;
  }
  if (query.isError || !query.data) {
    return (
      <PanelError
        error={query.error}
        fallback="Could not load the audit log."
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { entries, total, limit } = query.data;
  if (entries.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<HistoryOutlined />}
          title={filtered ? 'No actions match these filters' : 'No operator actions yet'}
          text="Approvals, verifications, refunds, order moves and account changes show here."
        />
      </Card>
    );
  }
  const pages = Math.ceil(total / limit);
  return (
    <>
      <Typography sx={{ color: 'text.secondary' }} aria-live="polite">
        {total === 1 ? '1 action' : `${total} actions`}, newest first.
      </Typography>
      <CardList label="Audit log">
        {entries.map((entry) => (
          <li key={entry._id}>
            <AuditEntryCard entry={entry} />
          </li>
        ))}
      </CardList>
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, next) => onPage(next)}
          aria-label="Audit log pages"
        />
      )}
    </>
  );
}
