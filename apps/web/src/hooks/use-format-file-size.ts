import { useTranslation } from 'react-i18next';
import { splitFileSize } from '../lib/format/file-size';

const UNIT_KEYS = { Bytes: 'unit_bytes', KB: 'unit_kb', MB: 'unit_mb', GB: 'unit_gb', TB: 'unit_tb' } as const;

export function useFormatFileSize() {
  const { t } = useTranslation();
  return (bytes: number) => {
    const { value, unit } = splitFileSize(bytes);
    return `${value} ${t(UNIT_KEYS[unit], { ns: 'common' })}`;
  };
}
