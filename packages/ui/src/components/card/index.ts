export { Card, CardContent, CardDescription, CardFooter, CardHeader, type CardProps, CardTitle } from './card';
