import { postStatuses, translationLanguages } from '@office/contracts/browser';
import type { PostKind, PostStatus, TranslationLanguage } from '@office/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { FormEvent } from 'react';
import { formText } from '../../lib/form-data';
import { postListQuery, type PostListSearch } from '../../queries/post-list-search';
import { useCategoryNames } from '../../hooks/use-category-names';
import { useFieldsShowing } from '../../hooks/use-fields-showing';
import { ListCount } from '../../components/list-count';
import { LoadError } from '../../components/load-error';
import { Pager } from '../../components/pager';
import { TableScroll } from '../../components/table-scroll';
import { kindLabels, listPathOf, postStatusLabels, translationLanguageLabels } from './post-labels';
import { StatusBadge, TranslationBadges } from './status-badge';
import { plannedChange } from './post-fields';
import * as page from '../../styles/page.css';
import * as buttons from '../../styles/buttons.css';
import * as forms from '../../styles/forms.css';
import * as tables from '../../styles/table.css';

const date = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: 'Asia/Seoul' });

/** Notices or library items, drafts included: search, status filter, paging. */
export function PostListScreen({ kind, search }: { kind: PostKind; search: PostListSearch }) {
  const navigate = useNavigate();
  const pageNumber = search.page ?? 1;
  const list = useQuery(postListQuery(kind, search));
  // New conditions show at once; the rows shown stay until theirs are in (`listLoader`).
  const loadingNewRows = list.isPlaceholderData;
  const searchForm = useFieldsShowing({ q: search.q, status: search.status, need: search.need });
  const categories = useCategoryNames('자료실');
  const go = (next: PostListSearch) => void navigate({ to: listPathOf(kind), search: next });
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const q = formText(data, 'q').trim();
    const status = formText(data, 'status');
    const need = formText(data, 'need');
    go({
      q: q || undefined,
      status: (postStatuses as readonly string[]).includes(status) ? (status as PostStatus) : undefined,
      need: (translationLanguages as readonly string[]).includes(need) ? (need as TranslationLanguage) : undefined,
    });
  };
  const data = list.data;
  const columns = kind === 'library' ? 7 : 6;

  return (
    <>
      <div className={page.headerRow}>
        <h1 className={page.title}>{kindLabels[kind]}</h1>
        <Link className={buttons.linkButton} to="/posts/new" search={{ kind }}>
          새 글
        </Link>
      </div>
      <form className={page.toolbar} role="search" aria-label={`${kindLabels[kind]} 검색`} onSubmit={onSearch} ref={searchForm}>
        <label>
          <span className="visually-hidden">검색어</span>
          <input
            className={forms.inputInline}
            type="search"
            name="q"
            placeholder="제목·본문 검색"
            defaultValue={search.q}
            maxLength={200}
            style={{ width: '18rem' }}
          />
        </label>
        <label>
          상태{' '}
          <select className={forms.inputInline} name="status" defaultValue={search.status ?? ''}>
            <option value="">전체</option>
            {postStatuses.map((status) => (
              <option key={status} value={status}>
                {postStatusLabels[status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          번역 필요{' '}
          <select className={forms.inputInline} name="need" defaultValue={search.need ?? ''}>
            <option value="">—</option>
            {translationLanguages.map((lang) => (
              <option key={lang} value={lang}>
                {translationLanguageLabels[lang]}
              </option>
            ))}
          </select>
        </label>
        <button className={buttons.quietButton} type="submit">
          검색
        </button>
        {(search.q || search.status || search.need) && (
          <button
            className={buttons.quietButton}
            type="button"
            onClick={() => {
              go({});
              // The button goes with the conditions: the focus goes to the search box, not the page.
              (searchForm.current?.elements.namedItem('q') as HTMLInputElement | null)?.focus();
            }}
          >
            조건 지우기
          </button>
        )}
        <ListCount loading={loadingNewRows} total={data?.total} />
      </form>
      <LoadError lead="목록을 불러오지 못했습니다" error={list.error} />
      <TableScroll label="글 목록">
        <table className={tables.table} aria-busy={loadingNewRows}>
          <thead>
            <tr>
              <th scope="col" style={{ width: '4rem' }}>
                번호
              </th>
              <th scope="col">제목</th>
              {kind === 'library' && <th scope="col">분류</th>}
              <th scope="col">글쓴이</th>
              <th scope="col">상태</th>
              <th scope="col">번역</th>
              <th scope="col">만든 날</th>
            </tr>
          </thead>
          <tbody>
            {list.isPending && (
              <tr>
                <td colSpan={columns} className={page.muted} role="status">
                  불러오는 중…
                </td>
              </tr>
            )}
            {data?.items.length === 0 && (
              <tr>
                <td colSpan={columns} className={page.muted}>
                  조건에 맞는 글이 없습니다.
                </td>
              </tr>
            )}
            {data?.items.map((item) => (
              <tr key={item.id}>
                <td className={page.muted}>{item.id}</td>
                <td>
                  <Link to="/posts/$id" params={{ id: String(item.id) }}>
                    {item.title}
                  </Link>
                </td>
                {kind === 'library' && <td>{item.category ? categories[item.category] : '—'}</td>}
                <td>{item.author ?? <span className={page.muted}>기본값</span>}</td>
                <td>
                  <StatusBadge status={item.status} planned={plannedChange(item)} />
                </td>
                <td>
                  <TranslationBadges states={item.translations} />
                </td>
                <td>{date.format(new Date(item.createdAt))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <Pager page={pageNumber} results={data} onPage={(n) => go({ ...search, page: n })} />
    </>
  );
}
