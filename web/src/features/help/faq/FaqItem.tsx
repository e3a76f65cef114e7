import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One question that opens on its answer: a native <details>, usable without JavaScript. */
export function FaqItem({ question, answer }: { question: string; answer: string }) {
  return (
    <Box
      component="details"
      sx={{
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        '&[open] > summary::after': { transform: 'rotate(225deg)', mt: 0.5 },
      }}
    >
      <Box
        component="summary"
        sx={{
          cursor: 'pointer',
          listStyle: 'none',
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          justifyContent: 'space-between',
          px: { xs: 2, md: 2.5 },
          py: 1.75,
          fontWeight: 600,
          borderRadius: 2,
          '&::-webkit-details-marker': { display: 'none' },
          // A chevron drawn in CSS: no icon component, no script.
          '&::after': {
            content: '""',
            flexShrink: 0,
            width: 10,
            height: 10,
            borderRight: 2,
            borderBottom: 2,
            borderColor: 'text.secondary',
            transform: 'rotate(45deg)',
            mt: -0.5,
            transition: 'transform 150ms',
          },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
        }}
      >
        {question}
      </Box>
      <Typography sx={{ px: { xs: 2, md: 2.5 }, pb: 2, color: 'text.secondary', whiteSpace: 'pre-line' }}>
        {answer}
      </Typography>
    </Box>
  );
}
