import { Input, InputGroup } from '@market/ui/chakra';
import { useState, type FormEvent } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from '@market/ui/router';
import { urls } from '../urls';

/** The header's search field (desktop): submitting goes to /search?q= (trimmed, encoded; blank is ignored). */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const term = text.trim();
    if (!term) return;
    setText('');
    navigate(urls.search(term));
  };
  return (
    <form role="search" aria-label="헤더 검색" onSubmit={submit}>
      <InputGroup startElement={<LuSearch aria-hidden />} w="56">
        <Input
          type="search"
          size="sm"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={100}
          placeholder="상품, 브랜드 검색"
          aria-label="상품 또는 브랜드 검색"
          enterKeyHint="search"
          rounded="full"
          bg="bg.subtle"
          borderColor="transparent"
          _focusVisible={{ bg: 'bg', borderColor: 'border.emphasized' }}
          data-testid="header-search-input"
        />
      </InputGroup>
    </form>
  );
}
