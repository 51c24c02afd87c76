/** Words of the agreement creation flow (fields). */
export const webFieldsEnUS = {
  fields: {
  },
};
