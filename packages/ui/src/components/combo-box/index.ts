export { ComboBox, type ComboBoxProps } from './combo-box';
