import type { WebMessages } from '../en-US';

/** Words of the agreement creation flow (flow, zh-CN), typed against en-US. */
export const webFlowZhCN: Pick<WebMessages, 'flow'> = {
  flow: {
  },
};
