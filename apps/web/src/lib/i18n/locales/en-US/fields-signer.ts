/**
 * The signer's words for the field types of issue 36 (number, date, dropdown, radio, phone,
 * multi-line text, attachment, stamp) and the rules' messages. They come with the chunk that
 * draws those fields (features/signing/lib/rich-field-messages.ts): most agreements never load them.
 */
export const webFieldsSignerEnUS = {
  signing: {
    fields: {
      choose: 'Choose…',
      chooseDate: 'Choose a date',
      phoneHint: 'Start with + and the country code, e.g. +1 415 555 0100.',
      attach: 'Attach a file',
      attachShort: 'Attach',
      attachHint: 'PDF, PNG, JPEG or WebP, up to {{size}}.',
      replaceFile: 'Replace file',
      uploading: 'Uploading {{name}}…',
      uploadProgress: 'Upload progress',
      uploadFailed: 'The file could not be uploaded. Try again.',
      fileTooLarge: 'This file is larger than {{size}}. Choose a smaller one.',
      fileType: 'Choose a PDF, PNG, JPEG or WebP file.',
      addStamp: 'Add your stamp',
      addStampShort: 'Stamp',
      changeStamp: 'Change stamp',
      stampHint: 'A photo or scan of your stamp. A white background is removed.',
      stampUnreadable: 'This image could not be read. Choose a PNG, JPEG or WebP image.',
      stampPreview: 'Your stamp',
      radioOption: 'Option {{value}}',
      problem: {
        pattern: 'This value is not in the expected format.',
        too_short: 'Write at least {{chars}} characters.',
        too_long: 'Write at most {{chars}} characters.',
        too_small: 'Enter {{limit}} or more.',
        too_large: 'Enter {{limit}} or less.',
        too_many_decimals: 'Use at most {{decimals}} digits after the decimal point.',
        whole_number: 'Enter a whole number.',
        not_number: 'Enter a number, such as 12 or -3.5.',
        not_date: 'Choose a date.',
        not_phone: 'Enter a phone number with its country code, such as +1 415 555 0100.',
        not_option: 'Choose one of the options given.',
        one_line: 'Write this on one line.',
      },
    },
  },
};
