export { Tabs, type Tab, type TabsProps } from './tabs';
