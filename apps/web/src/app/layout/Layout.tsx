import { Box, Container } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { Toasts } from '../../shared/ui/toasts';
import { useAuthStart } from './auth-start';
import { Footer } from './Footer';
import { Header } from './Header';

export function Layout() {
  useAuthStart();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Container size="xl" component="main" w="100%" py="lg" flex={1}>
        <Outlet />
      </Container>
      <Footer />
      <Toasts />
    </Box>
  );
}
