/**
 * The `slotProps` every `TextField select` of the shop takes: a native `<select>`, its label kept
 * above the box. MUI's menu select chooses the option under a press released 400 ms or more after
 * it opened, and a long list opens over the field itself (decision 0039); the lint refuses a
 * `select` without these.
 */
export const nativeSelectSlotProps = { select: { native: true }, inputLabel: { shrink: true } } as const;
