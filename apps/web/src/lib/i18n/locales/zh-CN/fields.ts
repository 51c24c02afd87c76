import type { WebMessages } from '../en-US';

/** Words of the agreement creation flow (fields, zh-CN), typed against en-US. */
export const webFieldsZhCN: Pick<WebMessages, 'fields'> = {
  fields: {
  },
};
