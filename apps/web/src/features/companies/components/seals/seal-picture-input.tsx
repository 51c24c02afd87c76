import { FileInput } from '@mantine/core';
import { SEAL_IMAGE_LIMITS } from '@signet/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blobToDataUrl } from '../../../../lib/files/blob-to-data-url';

/** A picture of the seal (PNG, JPEG or WebP up to 5 MB), read as a data URL for the preview and the save. */
export function SealPictureInput({ onImage }: { onImage: (dataUrl: string) => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div>
      <FileInput
        label={t('seals.form.picture')}
        description={t('seals.form.pictureHint')}
        placeholder={t('seals.form.pictureRequired')}
        accept={SEAL_IMAGE_LIMITS.types.join(',')}
        leftSection={<IconUpload size={16} aria-hidden />}
        value={file}
        clearable
        error={problem}
        onChange={(chosen) => {
          setFile(chosen);
          setProblem(null);
          if (!chosen) return onImage('');
          if (!(SEAL_IMAGE_LIMITS.types as readonly string[]).includes(chosen.type) || chosen.size > SEAL_IMAGE_LIMITS.maxBytes) {
            setProblem(t('http_error_8306', { ns: 'common' }));
            return onImage('');
          }
          void blobToDataUrl(chosen).then(onImage, () => setProblem(t('http_error_8306', { ns: 'common' })));
        }}
      />
    </div>
  );
}
