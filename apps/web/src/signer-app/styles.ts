// The kit's styles (the signer's build resolves Mantine's style sheet to the light kit's), then the app's.
import '@mantine/core/styles.css';
import '../app/global.css';
