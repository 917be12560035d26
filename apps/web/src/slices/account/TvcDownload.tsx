// Downloads the account's TVC (code and data as a StateInit BOC), built in the browser on click.
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tvcOf } from './tvc';

interface TvcDownloadProps {
  address: string;
  codeBoc: string;
  dataBoc: string | null;
}

export function TvcDownload({ address, codeBoc, dataBoc }: TvcDownloadProps) {
  const { t } = useTranslation();
  const download = () => {
    const bytes = tvcOf(codeBoc, dataBoc);
    const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/octet-stream' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${address.replace(':', '_')}.tvc`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Button variant="default" size="xs" onClick={download} data-testid="account-tvc-download">
      {t('account.downloadTvc')}
    </Button>
  );
}
