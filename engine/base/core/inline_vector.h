#pragma once
// A vector of a few trivially copyable values kept inline, e.g. the figures one attack hits: a
// rule's working list that must not allocate. Past N values it moves to the heap.
#include <algorithm>
#include <array>
#include <cstddef>
#include <initializer_list>
#include <type_traits>
#include <vector>

namespace bnb {

template <class T, size_t N>
class InlineVector {
  static_assert(std::is_trivially_copyable_v<T>);

 public:
  InlineVector() = default;
  InlineVector(std::initializer_list<T> values) { assign(values.begin(), values.end()); }
  template <class It>
  void assign(It first, It last) {
    clear();
    for (; first != last; ++first) push_back(*first);
  }

  size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T* begin() { return spilled() ? heap_.data() : few_.data(); }
  T* end() { return begin() + size_; }
  const T* begin() const { return spilled() ? heap_.data() : few_.data(); }
  const T* end() const { return begin() + size_; }
  T& operator[](size_t i) { return begin()[i]; }
  const T& operator[](size_t i) const { return begin()[i]; }
  bool contains(const T& v) const { return std::find(begin(), end(), v) != end(); }
  bool operator==(const InlineVector& o) const { return std::equal(begin(), end(), o.begin(), o.end()); }

  void push_back(const T& v) {
    if (size_ < N) {
      few_[size_++] = v;
      return;
    }
    if (!spilled()) heap_.assign(few_.begin(), few_.end());
    heap_.push_back(v);
    ++size_;
  }
  void clear() {
    size_ = 0;
    heap_.clear();
  }

 private:
  bool spilled() const { return size_ > N; }
  std::array<T, N> few_{};
  std::vector<T> heap_;
  size_t size_ = 0;
};

}  // namespace bnb
