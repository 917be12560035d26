// A collection's supported interfaces as the standards they name (./standards), one badge per standard
// (TIP 4.2's id is the collection's and the NFT's alike), an unlisted id as it is; each titled with the
// ids behind it.
import { Badge, Group } from '@mantine/core';
import { standardLabel } from './standards';

function interfaceBadges(ids: readonly string[]): Array<{ text: string; ids: string }> {
  const badges = new Map<string, string[]>();
  for (const id of ids) {
    const text = standardLabel(id) ?? id;
    badges.set(text, [...(badges.get(text) ?? []), `0x${id}`]);
  }
  return [...badges].map(([text, list]) => ({ text, ids: list.join(' ') }));
}

export function StandardBadges({ interfaces }: { interfaces: readonly string[] }) {
  return (
    <Group gap={4}>
      {interfaceBadges(interfaces).map(({ text, ids }) => (
        <Badge key={text} size="xs" variant="outline" ff="monospace" tt="none" title={ids}>
          {text}
        </Badge>
      ))}
    </Group>
  );
}
