import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCampaignChangesQuery } from '@mitti/api-client/admin-endpoints';
import type { CampaignChange } from '@mitti/domain/admin';
import { CAMPAIGN_FIELD_LABELS } from '@mitti/domain/campaign';
import { DateText } from '@mitti/ui/date-text';
import { FactList } from '@mitti/ui/fact-list';
import { LoadingSkeleton } from '@mitti/ui/loading-skeleton';

/** The changes one edit made: they share their time and author. */
function byEdit(changes: CampaignChange[]): CampaignChange[][] {
  const edits: CampaignChange[][] = [];
  for (const change of changes) {
    const edit = edits.at(-1);
    const first = edit?.[0];
    if (
      edit &&
      first?.changedAt === change.changedAt &&
      first.changedBy?._id === change.changedBy?._id
    ) {
      edit.push(change);
    } else {
      edits.push([change]);
    }
  }
  return edits;
}

function shown(value: string): string {
  return value.trim() ? value : '(empty)';
}

/** What the owner or an operator changed since the campaign was approved, newest edit first. */
export function CampaignChangeHistory({ campaignId }: { campaignId: string }) {
  const query = useCampaignChangesQuery(campaignId);

  if (query.isLoading) {
    return <LoadingSkeleton label="Loading the change history" variant="rounded" height={80} />;
  }
  if (query.isError || !query.data) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        Could not load the change history.
        <Button size="small" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Box>
    );
  }
  const edits = byEdit(query.data.changes);
  if (edits.length === 0) return <>No changes since it was approved.</>;

  return (
    <Box component="ol" aria-label="Edits since approval" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {edits.map((edit) => {
        const { _id, changedAt, changedBy } = edit[0]!;
        return (
          <Box component="li" key={_id} sx={{ '& + &': { mt: 2 } }}>
            <Typography variant="subtitle2" component="h4" sx={{ color: 'text.primary' }}>
              <DateText iso={changedAt} /> · {changedBy?.name ?? 'A removed account'}
            </Typography>
            {edit.map((change) => (
              <Box key={change._id} sx={{ mt: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
                  {CAMPAIGN_FIELD_LABELS[change.field]}
                </Typography>
                <FactList
                  facts={[
                    { label: 'Before', value: shown(change.oldValue) },
                    { label: 'After', value: shown(change.newValue) },
                  ]}
                />
              </Box>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}
