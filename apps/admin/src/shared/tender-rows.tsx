import { useTranslation } from 'react-i18next';

// A receipt's payments, one row per tender ("Card at the counter ending 4242"), as the desk's
// receipt and the counter sale's receipt both print them.

/** The rows of the tenders taken, for a receipt table's body. */
export function TenderRows({
  tenders,
  money,
}: {
  tenders: readonly { tender: string; amountCents: number; lastFour: string | null }[];
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const nameOf = (tender: string) => t(`desk.tender.${tender}` as 'desk.tender.cash');
  return tenders.map((tender, index) => (
    <tr key={`tender-${index}`}>
      <th scope="row">
        {tender.lastFour
          ? t('desk.tenderEnding', { tender: nameOf(tender.tender), lastFour: tender.lastFour })
          : nameOf(tender.tender)}
      </th>
      <td>{money(tender.amountCents)}</td>
    </tr>
  ));
}
