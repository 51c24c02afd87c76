/** Words of the agreement creation flow (flow). */
export const webFlowEnUS = {
  flow: {
  },
};
