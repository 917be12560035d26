// A details card whose less-used fields sit behind "Show more" (transaction and message pages). They are
// rendered only once opened, so a field that loads its own data (a raw BOC) asks for it only then.
import { Button, Card, Collapse } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { type DetailItem, DetailList } from './DetailList';

export function ExpandableDetails({ main, more }: { main: DetailItem[]; more: DetailItem[] }) {
  const { t } = useTranslation();
  const [expanded, expand] = useDisclosure(false);
  return (
    <Card withBorder padding="md">
      <DetailList items={main} />
      <Collapse expanded={expanded}>{expanded && <DetailList items={more} />}</Collapse>
      <Button
        variant="subtle"
        size="xs"
        onClick={expand.toggle}
        mt="xs"
        aria-expanded={expanded}
        data-testid="show-more"
      >
        {expanded ? t('common.showLess') : t('common.showMore')}
      </Button>
    </Card>
  );
}
