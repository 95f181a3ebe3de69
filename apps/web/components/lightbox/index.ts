export * from './constants';
export * from './frame';
export * from './images';
export * from './state';
export * from './page';
