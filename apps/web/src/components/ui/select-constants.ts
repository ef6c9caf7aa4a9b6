/** Every select: menu at most 168 px high, placeholder "Select". Kept apart from react-select so a
 * page can show a select's placeholder (before it hydrates) without downloading react-select. */
export const SELECT_MENU_MAX_HEIGHT = 168;
export const SELECT_PLACEHOLDER = 'Select';
