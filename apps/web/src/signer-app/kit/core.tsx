/*
 * The signer's stand-in for @mantine/core: the signer build aliases the package here, so the
 * signer's components keep their imports while the page loads a few kilobytes instead of Mantine.
 * Only what the signer's pages use, with the props they pass (see README.md beside this file).
 */

export { Box } from './box';
export { ActionIcon, Alert, Avatar, Badge, Button, CloseButton, Loader, Progress, ThemeIcon, UnstyledButton } from './buttons';
export { Checkbox, Radio, SegmentedControl } from './choices';
export { Collapse, OptionalPortal, Portal } from './collapse';
export { Drawer, Modal } from './dialog';
export { FileButton, FileInput, Input, NativeSelect, PasswordInput, Select, TextInput, Textarea } from './fields';
export { Center, Container, Divider, Group, Image, Paper, Skeleton, Stack, VisuallyHidden } from './layout';
export { Menu } from './menu';
export { PinInput } from './pin-input';
export { MantineProvider, createTheme, mergeThemeOverrides, useMantineTheme } from './provider';
export { rem } from './style-props';
export { Tooltip } from './tooltip';
export { Anchor, List, Text, Title } from './typography';

export const em = (value: number | string): string => (typeof value === 'number' ? `${value / 16}em` : value);
