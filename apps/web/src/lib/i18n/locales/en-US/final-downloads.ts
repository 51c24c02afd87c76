/** Words of the download menu of a completed agreement with several documents (issue 36), for its sender and its recipients. */
export const webFinalDownloadsEnUS = {
  finalDownloads: {
    each: 'Each document, sealed on its own',
    eachNamed: 'Download {{name}}, sealed on its own',
    whole: 'Everything together',
    merged: 'All documents in one PDF',
    zip: 'All files (.zip)',
    zipHint: 'Every sealed PDF and the files signers attached',
    failed: 'The file could not be downloaded. Try again.',
    attachmentsTitle: 'Files attached by signers',
    attachmentFrom: 'From {{name}} · {{size}}',
    attachmentDownload: 'Download',
    attachmentDownloadNamed: 'Download {{name}}',
  },
};
