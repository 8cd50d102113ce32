export { Card, type CardProps } from './card';
export { FactList, type FactListProps } from './fact-list';
export { ListRow, type ListRowProps } from './list-row';
export { ScrollRegion, type ScrollRegionProps } from './scroll-region';
export { Section, type SectionProps } from './section';
export { SectionHeading, type SectionHeadingProps } from './section-heading';
export { Stack, type StackProps } from './stack';
