import type { Entry } from './entry.ts'

// Favourites, with the favourites and personalization API.
export const favouriteRoutes = {
  // Favourites
  favorites: { path: 'favorites', file: 'routes/favorites/page.tsx' },

  // Favourites and personalization API (spec 001 §7.4, §7.9)
  'api.favorite.get-favorites': {
    path: 'apiv2/Favorite/GetFavorites',
    file: 'routes/api/favorite/get-favorites.ts',
  },
  'api.favorite.add-folder': {
    path: 'apiv2/Favorite/AddFolder',
    file: 'routes/api/favorite/add-folder.ts',
  },
  'api.favorite.update-folder': {
    path: 'apiv2/Favorite/UpdateFolder',
    file: 'routes/api/favorite/update-folder.ts',
  },
  'api.favorite.delete-folder': {
    path: 'apiv2/Favorite/DeleteFolder',
    file: 'routes/api/favorite/delete-folder.ts',
  },
  'api.favorite.add-favorites': {
    path: 'apiv2/Favorite/AddFavorites',
    file: 'routes/api/favorite/add-favorites.ts',
  },
  'api.favorite.update-favorites': {
    path: 'apiv2/Favorite/UpdateFavorites',
    file: 'routes/api/favorite/update-favorites.ts',
  },
  'api.favorite.delete-favorites': {
    path: 'apiv2/Favorite/DeleteFavorites',
    file: 'routes/api/favorite/delete-favorites.ts',
  },
  'api.favorite-documents': {
    path: 'apiv2/api/FavoriteDocuments',
    file: 'routes/api/favorite/favorite-documents.ts',
  },
  'api.favorite-searches': {
    path: 'apiv2/api/FavoriteSearches',
    file: 'routes/api/favorite/favorite-searches.ts',
  },
  'api.favorite-searches.item': {
    path: 'apiv2/api/FavoriteSearches/:id',
    file: 'routes/api/favorite/favorite-search.ts',
  },
  'api.latest-searches': {
    path: 'apiv2/api/LatestSearches',
    file: 'routes/api/favorite/latest-searches.ts',
  },
  'api.latest-searches.item': {
    path: 'apiv2/api/LatestSearches/:id',
    file: 'routes/api/favorite/latest-search.ts',
  },
  'api.filter.all-filters': {
    path: 'apiv2/api/Filter/allFilters',
    file: 'routes/api/favorite/all-filters.ts',
  },
  'api.filter.favorite-filters': {
    path: 'apiv2/api/Filter/favoriteFilters',
    file: 'routes/api/favorite/favorite-filters.ts',
  },
  'api.customization': {
    path: 'apiv2/Customization',
    file: 'routes/api/customization/customization.ts',
  },
  'api.customization.our-tools-tile': {
    path: 'apiv2/Customization/OurToolsTile',
    file: 'routes/api/customization/our-tools-tile.ts',
  },
  'api.customization.update-tools': {
    path: 'apiv2/Customization/UpdateTools',
    file: 'routes/api/customization/update-tools.ts',
  },
  'api.customization.update-news-publication-title': {
    path: 'apiv2/Customization/UpdateNewsPublicationTitle',
    file: 'routes/api/customization/update-news-publication-title.ts',
  },
  'api.customization.history': {
    path: 'apiv2/Customization/History',
    file: 'routes/api/customization/history.ts',
  },
  'api.customization.add-history': {
    path: 'apiv2/Customization/AddHistory',
    file: 'routes/api/customization/add-history.ts',
  },
} as const satisfies Record<string, Entry<string>>
